// RUN: xdsl-opt --allow-unregistered-dialect %s | filecheck %s
// RUN: xdsl-opt --allow-unregistered-dialect %s --print-op-generic | xdsl-opt --allow-unregistered-dialect | filecheck %s

// The core ops in the spellings their IREE formats allow (each checked with
// iree-opt 3.13), printed back as IREE prints them.

stream.executable @ex {
  stream.executable.export @fn
  stream.executable.export nested @fn as("fn2") workgroups(%w: index, %n: i32) -> (index, index, index) {
    stream.return %w, %w, %w : index, index, index
  }
  builtin.module {
    func.func @fn(%b: !stream.binding, %n: index) {
      %c0 = arith.constant 0 : index
      %x = stream.dispatch.workgroup.id[0] : index
      %y = stream.dispatch.workgroup.count[1] : index
      %z = stream.dispatch.workgroup.size[2] {note} : index
      %s = stream.binding.subspan %b[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>{%n}
      return
    }
  }
}

// CHECK:      stream.executable public @ex {
// CHECK-NEXT:   stream.executable.export public @fn
// CHECK-NEXT:   stream.executable.export nested @fn as("fn2") workgroups(%w: index, %n: i32) -> (index, index, index) {
// CHECK-NEXT:     stream.return %w, %w, %w : index, index, index
// CHECK-NEXT:   }
// CHECK:          %x = stream.dispatch.workgroup.id[0] : index
// CHECK-NEXT:     %y = stream.dispatch.workgroup.count[1] : index
// CHECK-NEXT:     %z = stream.dispatch.workgroup.size[2] {note} : index
// CHECK-NEXT:     %s = stream.binding.subspan %b[%c0] : !stream.binding -> !iree_tensor_ext.dispatch.tensor<readonly:tensor<4xf32>>{%n}

util.func public @main(%sz: index, %tp: !stream.timepoint, %u: !stream.resource<*>) -> !stream.timepoint {
  %a, %a_tp = stream.resource.alloca uninitialized indeterminate await(%tp) => !stream.resource<transient>{%sz} => !stream.timepoint
  %b, %b_tp = stream.resource.alloca uninitialized indeterminate on(#hal.device.affinity<@dev>) : !stream.resource<transient>{%sz} => !stream.timepoint
  %r0, %r1, %r_tp = stream.async.execute with(%a as %a2: !stream.resource<transient>{%sz}, %b as %b2: !stream.resource<transient>{%sz}) -> (!stream.resource<transient>{%sz}, !stream.resource<transient>{%sz}) {
    stream.yield %a2, %b2 : !stream.resource<transient>{%sz}, !stream.resource<transient>{%sz}
  } => !stream.timepoint
  %q, %q_tp = stream.async.execute with(%u as %u2: !stream.resource<*>{%sz}) -> !stream.resource<*>{%sz} {
    stream.yield %u2 : !stream.resource<*>{%sz}
  } => !stream.timepoint
  %e_tp = stream.async.execute with() {
    stream.yield
  } => !stream.timepoint
  util.return %a_tp : !stream.timepoint
}

// CHECK:      %a, %a_tp = stream.resource.alloca uninitialized indeterminate await(%tp) => !stream.resource<transient>{%sz} => !stream.timepoint
// CHECK-NEXT: %b, %b_tp = stream.resource.alloca uninitialized indeterminate on(#hal.device.affinity<@dev>) : !stream.resource<transient>{%sz} => !stream.timepoint
// CHECK-NEXT: %r0, %r1, %r_tp = stream.async.execute with(%a as %a2: !stream.resource<transient>{%sz}, %b as %b2: !stream.resource<transient>{%sz}) -> (!stream.resource<transient>{%sz}, !stream.resource<transient>{%sz}) {
// CHECK-NEXT:   stream.yield %a2, %b2 : !stream.resource<transient>{%sz}, !stream.resource<transient>{%sz}
// CHECK-NEXT: } => !stream.timepoint
// CHECK-NEXT: %q, %q_tp = stream.async.execute with(%u as %u2: !stream.resource<*>{%sz}) -> !stream.resource<*>{%sz} {
// CHECK-NEXT:   stream.yield %u2 : !stream.resource<*>{%sz}
// CHECK-NEXT: } => !stream.timepoint
// CHECK-NEXT: %e_tp = stream.async.execute with() {
// CHECK-NEXT:   stream.yield
// CHECK-NEXT: } => !stream.timepoint
